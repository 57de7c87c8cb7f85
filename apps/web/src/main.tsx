import './index.css';
import { start } from './app/start.tsx';

void start(document.getElementById('root')!);
