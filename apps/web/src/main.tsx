import '#web/index.css';
import { start } from '#web/app/start.tsx';

void start(document.getElementById('root')!);
