import { door, isNetworkError } from '../offline/door-runtime';

/** Runs `call` and tells the door whether the server could be reached. */
export async function probing<T>(call: () => Promise<T>): Promise<T> {
  try {
    const value = await call();
    door.reportNetwork(true);
    return value;
  } catch (error) {
    if (isNetworkError(error)) door.reportNetwork(false);
    throw error;
  }
}
