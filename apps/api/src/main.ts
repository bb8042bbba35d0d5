import { runServer } from './server';

await runServer();
