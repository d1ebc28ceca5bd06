export interface Position { latitude: number; longitude: number }

/**
 * The phone's location, asked for only when the farmer taps to share it for the forecast. Kept in
 * memory for this visit (the card and the chat both use it), never saved on the phone.
 */
let shared: Position | null = null;
export const sharedPosition = () => shared;

/** Asks the browser for the location; null when refused, unavailable or too slow. */
export function sharePosition(): Promise<Position | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => { shared = { latitude: p.coords.latitude, longitude: p.coords.longitude }; resolve(shared); },
      () => resolve(null),
      // A coarse fix is enough for a ~10 km forecast cell, and comes faster and cheaper.
      { enableHighAccuracy: false, timeout: 20_000, maximumAge: 30 * 60_000 },
    );
  });
}
