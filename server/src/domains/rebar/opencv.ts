/**
 * OpenCV compiled to WebAssembly (@techstark/opencv-js), started once on first use: the runtime
 * takes a second or two to start, so the server does not pay for it until a count is asked.
 */
import { createRequire } from 'node:module';

/** The part of the OpenCV.js API the counter uses (the package's own types are not loadable under NodeNext). */
export type CV = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// The module is a thenable resolving to itself: a promise resolved with it, or an await of it,
// never settles. It is handed on wrapped, and readiness is its runtime's callback.
let ready: Promise<{ cv: CV }> | null = null;

/** Resolves to `{ cv }`: never to the module itself (see above). */
export function opencv(): Promise<{ cv: CV }> {
  ready ??= new Promise<{ cv: CV }>((resolve) => {
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as CV;
    if (cv.Mat) resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return ready;
}
