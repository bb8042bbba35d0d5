// The Duffel stand-in as a process of its own, for the Duffel journey
// (playwright.duffel.config.ts): `tsx apps/api/test/helpers/duffelStandInServer.ts`.
import { airportByIata } from '@portal/reference-data';
import { startDuffelStandIn } from './duffelStandIn';

// The airports table loads on its first use, seconds on a busy machine: loaded before the port
// opens, the journey's first search does not wait for it past the api's supplier deadline.
airportByIata('GRU');
const standIn = await startDuffelStandIn({ port: Number(process.env.DUFFEL_STAND_IN_PORT ?? 0) });
console.log(`Duffel stand-in on ${standIn.url}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
