// why: torch and zoom are Image Capture extensions that TypeScript's DOM library does not declare yet.
interface MediaTrackCapabilities {
  torch?: boolean;
  zoom?: { min: number; max: number; step?: number };
}

interface MediaTrackConstraintSet {
  torch?: boolean;
  zoom?: number;
}

interface MediaTrackSettings {
  torch?: boolean;
  zoom?: number;
}
