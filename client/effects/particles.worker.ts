// The particles' worker: draws the field on the canvas the page hands over (particles.ts says why).
import { particleHandler, type ParticleMessage } from './particle-field.ts';

const handle = particleHandler((state) => postMessage(state));
onmessage = (event: MessageEvent<ParticleMessage>) => handle(event.data);
