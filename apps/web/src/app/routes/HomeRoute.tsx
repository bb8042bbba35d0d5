import { HomePage } from '../../features/home/HomePage';
import { searchPanels } from '../searchPanels';

export { preloadFirstSearchPanel } from '../searchPanels';

export default function HomeRoute() {
  return <HomePage searchPanels={searchPanels} />;
}
