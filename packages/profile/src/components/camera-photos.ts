import { frameAsJpeg } from '@aura/ui-kit';

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
