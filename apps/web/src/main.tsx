// First: it must apply before the contract's schemas are built.
import '#web/shared/lib/zod-without-eval.ts';
import '#web/index.css';
import { start } from '#web/app/start.tsx';

void start(document.getElementById('root')!);
