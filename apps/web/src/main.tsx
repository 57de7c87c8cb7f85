import './index.css';
import { start } from './app/start.tsx';

start(document.getElementById('root')!);
