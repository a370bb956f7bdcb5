// What the route guard hands the sign-in page when it sends a signed-out visitor there: where they
// were going, so that signing in takes them back.
export interface LoginRedirectState {
  from?: { pathname: string; search?: string };
}
