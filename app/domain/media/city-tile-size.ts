/** The intrinsic size of a featured city's picture (`/media/cities/<id>.svg`), for width and height. */
export const CITY_TILE_SIZE = { width: 480, height: 300 } as const;
