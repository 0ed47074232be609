export function meta() {
  return [{ title: "Hello" }];
}

export function loader() {
  return { greeting: "Hello" };
}

export default function Hello({ loaderData }: { loaderData: { greeting: string } }) {
  return (
    <main>
      <h1>{loaderData.greeting}</h1>
      <p>A bare React Router page on Cloudflare Workers: the bench's baseline.</p>
    </main>
  );
}
