// The spec keeps the access token in localStorage as accessToken, and also as an auth key.
const TOKEN = 'accessToken';
const AUTH_KEY = 'authKey';

export const getToken = () => localStorage.getItem(TOKEN);
export const hasToken = () => Boolean(getToken());

export function saveToken(token: string) {
  localStorage.setItem(TOKEN, token);
  localStorage.setItem(AUTH_KEY, token);
}

export function clearToken() {
  localStorage.removeItem(TOKEN);
  localStorage.removeItem(AUTH_KEY);
}
