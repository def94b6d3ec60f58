/** A frame of a playing video as a JPEG, in base64 (what the age estimate takes). */
export function frameAsJpeg(video: HTMLVideoElement): string {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
}

/**
 * `count` photos of the camera's video, `intervalMs` apart (spec §3 photoNum, photoIntervals); `onShot` is told
 * each one's number as it is taken.
 */
export async function takePhotos(
  video: HTMLVideoElement,
  count: number,
  intervalMs: number,
  onShot: (number: number) => void,
): Promise<string[]> {
  const photos: string[] = [];
  for (let number = 1; number <= count; number += 1) {
    if (number > 1) await new Promise((resolve) => setTimeout(resolve, intervalMs));
    onShot(number);
    photos.push(frameAsJpeg(video));
  }
  return photos;
}
