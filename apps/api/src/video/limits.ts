/** The largest upload taken by default: 5 GB (`VIDEO_MAX_BYTES`). */
export const DEFAULT_VIDEO_MAX_BYTES = 5 * 1000 ** 3;
/** The longest video taken by default: 6 hours (`VIDEO_MAX_SECONDS`). */
export const DEFAULT_VIDEO_MAX_SECONDS = 6 * 60 * 60;
