/**
 * hls.js's light build (no DRM, alternate audio, in-playlist subtitles, CMCD nor interstitials:
 * none of which Aula's ladders use), about a third smaller than the full one. The package ships
 * no declarations for that entry; it has the full build's API.
 */
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
