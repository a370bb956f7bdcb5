/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The offline cache's cap in bytes (default 41943040, at least 1048576); checked by the build. */
  readonly VITE_CACHE_SIZE_BYTES?: string;
  /** The wire fingerprint of the answers this build reads (set by vite.config.ts). */
  readonly VITE_WIRE_FINGERPRINT?: string;
}
