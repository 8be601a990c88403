/**
 * A failure whose message is written for the user: a REST route's Korean refusal, an upload's lost
 * connection or time-out, a mail server's answer. `messageOf` shows it as it is; the text of any
 * other Error (the browser's "Failed to fetch") is not for the user.
 */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserFacingError';
  }
}
