import { z } from 'zod';

/** `code` of a successful response (spec §7). */
export const SUCCESS_CODE = 200;

/** Every gateway answer: `{ code, message, data }`; `code` 200 is success (spec §7). */
export type ApiResponse<T> = { code: number; message: string; data: T };

/** Schema of a response whose `data` has the given shape. */
export function responseSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    data,
  });
}

/** Schema of any response, `data` not yet interpreted. */
export const anyResponseSchema = responseSchema(z.unknown());

/** A response that carries no data, as business errors do. */
export const errorResponseSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.null().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function isSuccess<T>(response: ApiResponse<T>): boolean {
  return response.code === SUCCESS_CODE;
}
