//! The server's own code paths as the fuzzing harness (`server/fuzz`) drives them: how a byte
//! stream is cut into messages and each body classified, the edit the server offers for a
//! patch on a text, and how it applies an editor's change. The code that runs is the server's
//! (through `lsp::hooks`); only the driving is here.

use lsp::hooks::{Body, Frame, FrameReader, classify};
use tower_lsp_server::ls_types::{Position, Range};

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
                        Body::Request(method) => Message::Request(method),
                        Body::Response => Message::Response,
                        Body::Invalid { answered } => Message::Invalid(answered),
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
    let mut out = text.to_owned();
    if let Some(edit) = lsp::hooks::fix_all_edit(text, patch, edition) {
        lsp::hooks::apply_change(&mut out, edit.range, &edit.new_text);
    }
    out
}

/// `text` after the change an editor sends as `range` (UTF-16 positions: start line,
/// character, end line, character) and `new`, applied by the server's own rule for positions
/// past a line's end or inside a character.
pub fn apply_change(text: &str, range: [u32; 4], new: &str) -> String {
    let mut out = text.to_owned();
    let range = Range::new(Position::new(range[0], range[1]), Position::new(range[2], range[3]));
    lsp::hooks::apply_change(&mut out, range, new);
    out
}
