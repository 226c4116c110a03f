import { useParams } from 'react-router';

export function AssetLinkPage() {
  const { id } = useParams();
  return (
    <section>
      <h1>Asset Details</h1>
      <p>{id}</p>
    </section>
  );
}
