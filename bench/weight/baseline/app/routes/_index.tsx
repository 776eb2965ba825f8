export default function Index() {
  return <h1>baseline</h1>;
}
