// Just enough of multipart/form-data (RFC 7578) for the sandbox's one form: named fields, one of them a file.
/** The parts of a multipart body by their names; undefined when the body is not one. */
export function multipartFields(body: Buffer, contentType: string): Map<string, Buffer> | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) return undefined;
  const delimiter = Buffer.from(`--${mark}`);
  const fields = new Map<string, Buffer>();
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const head = part.subarray(0, split).toString('utf8');
      const name = /name="([^"]*)"/i.exec(head)?.[1];
      if (name !== undefined) fields.set(name, part.subarray(split + 4));
    }
    start = next;
  }
  return fields;
}
