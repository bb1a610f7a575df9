import { useParams } from 'react-router-dom';
import { PageView } from '../components/page-view';

export function PageRoute() {
  const { id } = useParams();
  return <PageView key={id} id={Number(id)} />;
}
