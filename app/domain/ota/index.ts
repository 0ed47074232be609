export * from "./apartment";
export * from "./booking";
export * from "./common";
export * from "./contact";
export * from "./find-offers";
export * from "./listing";
export * from "./paths";
export * from "./rfp";
