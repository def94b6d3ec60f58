/**
 * A frame of a playing video as a JPEG, in base64 without the data URL's prefix (what the age estimate and the
 * call's snapshots upload), at most `maxSide` pixels a side (full size unless given).
 */
export function frameAsJpeg(
  video: HTMLVideoElement,
  { maxSide = Number.POSITIVE_INFINITY, quality = 0.9 } = {},
): string {
  const width = video.videoWidth || 640;
  const height = video.videoHeight || 480;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = video.ownerDocument.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', quality).split(',')[1] ?? '';
}
