export default function Home() {
  return <h1>청라 문화교육센터</h1>;
}
