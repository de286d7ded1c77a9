//! Cutting the client's byte stream into message bodies (`Content-Length: N` header lines, an
//! empty line, N bytes), without trusting it. tower-lsp-server's codec ends the whole
//! connection at the first frame it cannot decode; here a broken frame is reported and skipped
//! and reading goes on, so one broken message from a buggy client does not end the session:
//!
//! - header names are case-insensitive (`content-length` is `Content-Length`), other headers
//!   are ignored, a bare `\n` ends a line as well as `\r\n`;
//! - a header block that is not `name: value` lines, lacks a length, or gives one that is not a
//!   number or is over [`MAX_BODY`] is a bad frame; what follows it up to the next
//!   `Content-Length` is skipped;
//! - bytes that are not a header where one should start (what is left of a body whose length
//!   was too short) are skipped up to the next `Content-Length`;
//! - a length too long shows as the next header inside the body, right after a complete JSON
//!   value: the frame is bad and the next one starts there (otherwise the reader would wait
//!   for bytes the client never sends, or swallow its next message).
//!
//! What a body holds (UTF-8, JSON, JSON-RPC) is checked by the transport.

use tokio::io::{AsyncRead, AsyncReadExt};

/// Longest header block accepted.
pub const MAX_HEADER: usize = 8 * 1024;
/// Largest body accepted (a didOpen of a file of this size).
pub const MAX_BODY: usize = 256 << 20;

#[derive(Debug, PartialEq, Eq)]
pub enum Frame {
    /// A message body, as sent.
    Body(Vec<u8>),
    /// Bytes that do not make a frame, already skipped; says what was wrong.
    Bad(String),
}

pub struct FrameReader<R> {
    input: R,
    buf: Vec<u8>,
    /// How far the body of the frame being read was searched for a next header (see `parse`).
    scanned: usize,
    eof: bool,
}

impl<R: AsyncRead + Unpin> FrameReader<R> {
    pub fn new(input: R) -> FrameReader<R> {
        FrameReader { input, buf: Vec::new(), scanned: 0, eof: false }
    }

    /// The next frame; `None` once the input has ended (a partial frame at the end is reported
    /// first). Cancel-safe: bytes read stay in the buffer for the next call.
    pub async fn next(&mut self) -> Option<Frame> {
        loop {
            if let Some(frame) = parse(&mut self.buf, &mut self.scanned, self.eof) {
                return Some(frame);
            }
            if self.eof {
                return None;
            }
            self.buf.reserve(64 * 1024);
            match self.input.read_buf(&mut self.buf).await {
                Ok(0) | Err(_) => self.eof = true,
                Ok(_) => {}
            }
        }
    }
}

/// The next frame at the start of `buf` (removed from it), or `None` when more bytes are
/// needed. At the end of the input (`eof`), what is left is one last bad frame.
fn parse(buf: &mut Vec<u8>, scanned: &mut usize, eof: bool) -> Option<Frame> {
    // Line breaks between frames are tolerated.
    let blank = buf.iter().take_while(|b| matches!(b, b'\r' | b'\n' | b' ' | b'\t')).count();
    buf.drain(..blank);
    if buf.is_empty() {
        return None;
    }
    let Some((header_len, lines)) = header_block(buf) else {
        // No complete header block yet: fine while what is there could start one.
        let mut lines = buf.split(|&b| b == b'\n');
        let last = lines.next_back().unwrap_or_default();
        let plausible = buf.len() <= MAX_HEADER && lines.all(|l| header_line(l).is_some()) && header_start(last);
        if plausible && !eof {
            return None;
        }
        return Some(skip_to_next_header(buf, eof, "bytes that are not a message header"));
    };
    let mut length = None;
    for line in &lines {
        match header_line(line) {
            Some((name, value)) if name.eq_ignore_ascii_case(b"content-length") => {
                length = Some(std::str::from_utf8(value).ok().and_then(|v| v.trim().parse::<usize>().ok()))
            }
            Some(_) => {}
            None => return Some(skip_to_next_header(buf, eof, "bytes that are not a message header")),
        }
    }
    let length = match length {
        None => return Some(skip_header(buf, header_len, "a message without a Content-Length header".into())),
        Some(None) => return Some(skip_header(buf, header_len, "a Content-Length that is not a number".into())),
        Some(Some(n)) if n > MAX_BODY => {
            return Some(skip_header(buf, header_len, format!("a message of {n} bytes, over the limit of {MAX_BODY}")));
        }
        Some(Some(n)) => n,
    };
    let available = buf.len() - header_len;
    if available < length {
        // A next header inside the body, after a complete JSON value: the length was too long.
        let body = &buf[header_len..];
        if let Some(end) = next_header_after_json(body, scanned) {
            buf.drain(..header_len + end);
            *scanned = 0;
            return Some(Frame::Bad(format!(
                "a Content-Length of {length} where the message has {end} bytes (the next message starts there)"
            )));
        }
        if eof {
            buf.clear();
            *scanned = 0;
            return Some(Frame::Bad(format!("the input ended {} bytes into a message of {length}", available)));
        }
        return None;
    }
    let body = buf[header_len..header_len + length].to_vec();
    buf.drain(..header_len + length);
    *scanned = 0;
    Some(Frame::Body(body))
}

/// The length of the header block at the start of `buf` (through its empty line) and its
/// lines, once it is complete.
fn header_block(buf: &[u8]) -> Option<(usize, Vec<&[u8]>)> {
    let mut lines = Vec::new();
    let mut start = 0;
    while start < buf.len().min(MAX_HEADER) {
        let end = start + buf[start..].iter().position(|&b| b == b'\n')?;
        let line = buf[start..end].strip_suffix(b"\r").unwrap_or(&buf[start..end]);
        start = end + 1;
        if line.is_empty() {
            return Some((start, lines));
        }
        lines.push(line);
    }
    None
}

/// `name: value`, the name made of letters, digits and `-`.
fn header_line(line: &[u8]) -> Option<(&[u8], &[u8])> {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let colon = line.iter().position(|&b| b == b':')?;
    let name = &line[..colon];
    let ok = !name.is_empty() && name.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'-');
    ok.then(|| (name, &line[colon + 1..]))
}

/// Whether an unfinished line can still become a header line.
fn header_start(line: &[u8]) -> bool {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let name = line.split(|&b| b == b':').next().unwrap_or_default();
    name.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'-')
}

fn skip_header(buf: &mut Vec<u8>, header_len: usize, reason: String) -> Frame {
    buf.drain(..header_len);
    Frame::Bad(reason)
}

/// Skips to the next `Content-Length` (any case); with none, all but a tail that may be the
/// start of one (everything at the end of the input).
fn skip_to_next_header(buf: &mut Vec<u8>, eof: bool, what: &str) -> Frame {
    let skip = match find_ignore_case(&buf[1..], b"content-length") {
        Some(i) => i + 1,
        None if eof => buf.len(),
        None => buf.len().saturating_sub(b"content-length".len()).max(1),
    };
    buf.drain(..skip);
    Frame::Bad(format!("{skip} {what}, skipped"))
}

fn find_ignore_case(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w.eq_ignore_ascii_case(needle))
}

/// Where a header starts inside `body` right after a complete JSON value, searching only past
/// `scanned` (and moving it on: a large body arriving in pieces is searched once).
fn next_header_after_json(body: &[u8], scanned: &mut usize) -> Option<usize> {
    let needle = b"content-length";
    let from = scanned.saturating_sub(needle.len());
    let mut found = None;
    let mut at = from;
    while let Some(i) = find_ignore_case(&body[at..], needle) {
        let start = at + i;
        if serde_json::from_slice::<serde::de::IgnoredAny>(&body[..start]).is_ok() {
            found = Some(start);
            break;
        }
        at = start + 1;
    }
    *scanned = body.len();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frames(input: &[u8]) -> Vec<Frame> {
        let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();
        rt.block_on(async {
            let mut reader = FrameReader::new(input);
            let mut out = Vec::new();
            while let Some(f) = reader.next().await {
                out.push(f);
            }
            out
        })
    }

    fn msg(body: &str) -> Vec<u8> {
        format!("Content-Length: {}\r\n\r\n{body}", body.len()).into_bytes()
    }

    fn body(s: &str) -> Frame {
        Frame::Body(s.as_bytes().to_vec())
    }

    fn is_bad(f: &Frame) -> bool {
        matches!(f, Frame::Bad(_))
    }

    #[test]
    fn well_formed_frames_come_out_as_sent() {
        let mut input = msg(r#"{"a":1}"#);
        input.extend(b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 7\r\n\r\n{\"b\":2}");
        input.extend(b"CONTENT-LENGTH:7\n\n{\"c\":3}");
        assert_eq!(frames(&input), [body(r#"{"a":1}"#), body(r#"{"b":2}"#), body(r#"{"c":3}"#)]);
    }

    #[test]
    fn a_body_is_passed_on_whatever_it_holds() {
        // Not JSON, not UTF-8: the transport answers those; the framing is fine.
        let mut input = msg("not json");
        input.extend(b"Content-Length: 2\r\n\r\n\xff\xfe");
        input.extend(msg(r#"{"ok":true}"#));
        assert_eq!(frames(&input), [body("not json"), Frame::Body(vec![0xff, 0xfe]), body(r#"{"ok":true}"#)]);
    }

    #[test]
    fn a_length_too_short_loses_that_message_only() {
        let first = r#"{"jsonrpc":"2.0","method":"x"}"#;
        let mut input = format!("Content-Length: 10\r\n\r\n{first}").into_bytes();
        input.extend(msg(r#"{"next":1}"#));
        let out = frames(&input);
        assert_eq!(out[0], body(&first[..10]), "the transport finds it is not JSON");
        assert!(is_bad(&out[1]), "the rest of it is skipped: {out:?}");
        assert_eq!(out[2..], [body(r#"{"next":1}"#)]);
    }

    #[test]
    fn a_length_too_long_is_found_at_the_next_header() {
        let first = r#"{"jsonrpc":"2.0","id":1,"method":"x"}"#;
        let mut input = format!("Content-Length: 500\r\n\r\n{first}").into_bytes();
        input.extend(msg(r#"{"next":1}"#));
        let out = frames(&input);
        assert!(is_bad(&out[0]), "{out:?}");
        assert_eq!(out[1..], [body(r#"{"next":1}"#)]);
    }

    #[test]
    fn the_text_content_length_inside_a_string_is_not_a_header() {
        let text = r#"{"text":"Content-Length: 3\r\n\r\nabc"}"#;
        assert_eq!(frames(&msg(text)), [body(text)]);
    }

    #[test]
    fn broken_headers_are_skipped_up_to_the_next_message() {
        let ok = msg(r#"{"ok":1}"#);
        for bad in [
            &b"Content-Length: abc\r\n\r\n{}"[..],
            b"Content-Type: x\r\n\r\n{}",
            b"garbage without any header\r\n\r\n",
            b"{\"jsonrpc\":\"2.0\"}",
            b"Content-Length: 99999999999999999999\r\n\r\n",
        ] {
            let mut input = bad.to_vec();
            input.extend(&ok);
            let out = frames(&input);
            assert!(out.iter().take(out.len() - 1).all(is_bad), "{:?}: {out:?}", String::from_utf8_lossy(bad));
            assert_eq!(out.last(), Some(&body(r#"{"ok":1}"#)), "{:?}", String::from_utf8_lossy(bad));
        }
    }

    #[test]
    fn a_body_with_no_header_is_skipped_before_its_line_ends() {
        let mut input = br#"{"jsonrpc":"2.0","id":1}"#.to_vec();
        input.extend(msg(r#"{"ok":1}"#));
        let out = frames(&input);
        assert!(is_bad(&out[0]));
        assert_eq!(out[1..], [body(r#"{"ok":1}"#)]);
    }

    #[test]
    fn the_input_ending_inside_a_frame_ends_with_a_bad_frame() {
        assert!(matches!(&frames(b"Content-Length: 50\r\n\r\n{\"a\"")[..], [Frame::Bad(_)]));
        assert!(matches!(&frames(b"Content-Len")[..], [Frame::Bad(_)]));
        assert_eq!(frames(b""), []);
    }

    #[test]
    fn any_bytes_end_in_frames_without_a_panic() {
        // Pieces of valid and broken frames glued at random, and random bytes: every byte is
        // consumed (as a frame or skipped), nothing panics, the reading ends.
        let pieces: [&[u8]; 9] = [
            b"Content-Length: ",
            b"content-length:3",
            b"12",
            b"\r\n",
            b"\r\n\r\n",
            br#"{"jsonrpc":"2.0","id":1,"method":"x"}"#,
            b"\xff\xfe\x00",
            b"Content-Type: x\r\n",
            b"}}]]",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..2000 {
            let mut input = Vec::new();
            for _ in 0..next() % 12 {
                match next() % 4 {
                    0 => input.extend((0..next() % 8).map(|_| next() as u8)),
                    _ => input.extend(pieces[(next() % pieces.len() as u64) as usize]),
                }
            }
            let out = frames(&input);
            let bodies: usize = out.iter().map(|f| if let Frame::Body(b) = f { b.len() } else { 0 }).sum();
            assert!(bodies <= input.len());
        }
    }

    #[test]
    fn frames_split_anywhere_are_put_together() {
        let input = [msg(r#"{"a":1}"#), msg(r#"{"b":"é🦀"}"#)].concat();
        for cut in 0..input.len() {
            let mut buf = Vec::new();
            let mut scanned = 0;
            let mut out = Vec::new();
            for part in [&input[..cut], &input[cut..]] {
                buf.extend_from_slice(part);
                while let Some(f) = parse(&mut buf, &mut scanned, false) {
                    out.push(f);
                }
            }
            assert_eq!(out, [body(r#"{"a":1}"#), body(r#"{"b":"é🦀"}"#)], "cut at {cut}");
        }
    }
}
