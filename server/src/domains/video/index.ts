/** The video domain: the camera registry and the demo cameras' streams. */
export { default } from './routes.js';
export { projectCameras, type CameraItem } from './service.js';
