import { createRoot } from 'react-dom/client';
import 'semantic-ui-css/components/reset.min.css';
import 'semantic-ui-css/components/site.min.css';

createRoot(document.getElementById('app')!).render(<h1>console</h1>);
