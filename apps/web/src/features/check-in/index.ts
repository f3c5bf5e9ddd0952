/** What the app shell needs of the door scanner: wiping its device data when a session ends. */
export { wipeDoorData } from './offline/door-runtime';
