//! The server's own code paths, callable by the fuzzing harness (`server/fuzz`): how a byte
//! stream is cut into messages and each body classified, and the edit the server offers for a
//! patch on a text. Not an API for anything else.

use crate::infra::encoding::{Encoding, Lines};
use crate::infra::framing::{Frame, FrameReader};
use crate::infra::transport::{Incoming, classify};
use crate::patches::PatchFile;
use std::sync::Arc;

/// What the transport makes of one frame of the input.
#[derive(Debug, PartialEq, Eq)]
pub enum Message {
    /// A request or notification, with its method.
    Request(String),
    Response,
    /// Not a message; `true` when it is answered with an error.
    Invalid(bool),
    /// Bytes that make no frame, skipped.
    BadFrame,
}

/// Reads `bytes` as the client's whole input, frame by frame, and classifies each body, as
/// the transport does. Returns the bodies and what each is.
pub fn read_all(bytes: &[u8]) -> Vec<(Option<Vec<u8>>, Message)> {
    let runtime = tokio::runtime::Builder::new_current_thread().build().expect("a runtime");
    runtime.block_on(async {
        let mut reader = FrameReader::new(bytes);
        let mut out = Vec::new();
        while let Some(frame) = reader.next().await {
            out.push(match frame {
                Frame::Body(body) => {
                    let what = match classify(&body) {
                        Incoming::Request(r) => Message::Request(r.method().to_owned()),
                        Incoming::Response(_) => Message::Response,
                        Incoming::Invalid(answer) => Message::Invalid(answer.is_some()),
                    };
                    (Some(body), what)
                }
                Frame::Bad(_) => (None, Message::BadFrame),
            });
        }
        out
    })
}

/// The text after the server's whole-file edit for `patch` on `text` (a fix-all), the edit
/// given in UTF-16 positions and applied back as an editor would.
pub fn server_result(text: &str, patch: &str, edition: ra_ap_syntax::Edition) -> String {
    let uri: tower_lsp_server::ls_types::Uri = "file:///fuzz/p.cocci".parse().expect("a uri");
    let file = Arc::new(PatchFile::new(uri, patch.to_owned(), true));
    let new = crate::edits::apply_patches(text, edition, &[file], &None);
    let lines = Lines::new(text, Encoding::Utf16);
    match crate::edits::whole_file_edit(text, &new, &lines) {
        Some(edit) => {
            let range = lines.text_range(edit.range);
            let mut out = text.to_owned();
            out.replace_range(std::ops::Range::<usize>::from(range), &edit.new_text);
            out
        }
        None => text.to_owned(),
    }
}

/// `text` after the change an editor sends as `range` (UTF-16 positions: start line,
/// character, end line, character) and `new`, applied by the server's own rule for positions
/// past a line's end or inside a character.
pub fn apply_change(text: &str, range: [u32; 4], new: &str) -> String {
    use tower_lsp_server::ls_types::{Position, Range};
    let mut out = text.to_owned();
    let range = Range::new(Position::new(range[0], range[1]), Position::new(range[2], range[3]));
    crate::document::apply_change(&mut out, range, new, Encoding::Utf16);
    out
}
