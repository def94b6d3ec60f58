interface ImportMetaEnv {
  /** The web app's version from package.json, sent as `version` in every envelope. */
  readonly VITE_APP_VERSION?: string;
  /** The CMP id the IAB assigned Aura's consent tool (docs/consent.md); 2, a development id, when unset. */
  readonly VITE_TCF_CMP_ID?: string;
}
