//! The JSON-RPC connection: frames in, handlers called, answers and the server's own messages
//! out. It replaces tower-lsp-server's `Server::serve` and keeps the rest of that crate (its
//! router, handlers, `Client`), because that transport cannot survive a hostile or buggy
//! client:
//!
//! - its codec ends the connection at the first frame it cannot decode (a body that is not
//!   JSON, invalid UTF-8, a lone surrogate escape, a wrong or lowercase `Content-Length`). Here
//!   `framing` skips what is broken, and a body that is not a JSON-RPC message gets `-32700`
//!   (Parse error) or `-32600` (Invalid request), with its id when one can be read, `null`
//!   otherwise; serving goes on;
//! - it never answers a request whose method starts with `$/` (the router drops it as an
//!   optional notification would be). Here such a request gets `-32601` (MethodNotFound), as
//!   the specification says; `$/` notifications go to the router;
//! - when the input closes it waits for every handler in flight, so a `workspace/applyEdit`
//!   that the client never answers kept the process alive. Here the end of the input (or
//!   `exit`) ends the connection at once; handlers in flight are dropped;
//! - a panic in a handler would go up through it. Here the request gets `-32603` (Internal
//!   error) and the connection goes on.
//!
//! Order: each handler is polled once as soon as its message is read, before the next message,
//! so the part of a handler before its first `.await` (where document changes are applied)
//! runs in arrival order. Everything written goes through one queue in the order produced, so
//! a response leaves after the notifications published before it.

use super::framing::{Frame, FrameReader};
use futures::stream::FuturesUnordered;
use futures::{FutureExt, SinkExt, StreamExt};
use serde_json::Value;
use std::borrow::Cow;
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::task::Poll;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt};
use tower::Service;
use tower_lsp_server::jsonrpc::{Error, ErrorCode, Id, Request, Response};
use tower_lsp_server::{ClientSocket, ExitedError};

/// Requests in flight beyond which new ones are refused (handlers are cheap: only a client
/// that never reads could get there).
const MAX_IN_FLIGHT: usize = 1024;
/// How long the answers written last may take to leave once the connection ends.
const FLUSH_AT_END: std::time::Duration = std::time::Duration::from_secs(1);

/// How the connection ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Ended {
    Exit,
    InputClosed,
    OutputClosed,
}

/// A message read from the client.
pub(crate) enum Incoming {
    Request(Request),
    Response(Response),
    /// Not a message: the answer to send, if any.
    Invalid(Option<Response>),
}

type Handler = Pin<Box<dyn Future<Output = Option<Response>> + Send>>;

/// Serves `service` on `input`/`output` until `exit` or the end of either stream.
pub async fn serve<S, I, O>(input: I, output: O, service: S, socket: ClientSocket) -> Ended
where
    S: Service<Request, Response = Option<Response>, Error = ExitedError>,
    S::Future: Send + 'static,
    I: AsyncRead + Unpin,
    O: AsyncWrite + Unpin,
{
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel::<Vec<u8>>();
    let mut writer = Box::pin(write_all(output, rx));
    let mut connection = Box::pin(connection(input, service, socket, tx));
    tokio::select! {
        ended = &mut connection => {
            // The answers queued last (to `shutdown`, to broken frames) still leave, unless the
            // client has stopped reading.
            let _ = tokio::time::timeout(FLUSH_AT_END, &mut writer).await;
            ended
        }
        () = &mut writer => Ended::OutputClosed,
    }
}

/// Writes each queued message; returns when the queue closes or the output fails.
async fn write_all<O: AsyncWrite + Unpin>(mut output: O, mut rx: tokio::sync::mpsc::UnboundedReceiver<Vec<u8>>) {
    while let Some(bytes) = rx.recv().await {
        if output.write_all(&bytes).await.is_err() || output.flush().await.is_err() {
            return;
        }
    }
}

fn frame<T: serde::Serialize>(msg: &T) -> Vec<u8> {
    let body = serde_json::to_vec(msg).unwrap_or_default();
    let mut out = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    out.extend(body);
    out
}

async fn connection<S, I>(
    input: I,
    mut service: S,
    socket: ClientSocket,
    out: tokio::sync::mpsc::UnboundedSender<Vec<u8>>,
) -> Ended
where
    S: Service<Request, Response = Option<Response>, Error = ExitedError>,
    S::Future: Send + 'static,
    I: AsyncRead + Unpin,
{
    let (mut server_messages, mut client_responses) = socket.split();
    let mut frames = FrameReader::new(input);
    let mut in_flight: FuturesUnordered<Handler> = FuturesUnordered::new();
    // Requests read while the service is not ready (during `initialize`): reading pauses.
    let mut waiting: VecDeque<Request> = VecDeque::new();
    let send = |msg: &dyn erased::Message| out.send(msg.frame()).is_ok();
    loop {
        while !waiting.is_empty() {
            match futures::poll!(futures::future::poll_fn(|cx| service.poll_ready(cx))) {
                Poll::Ready(Ok(())) => {
                    let req = waiting.pop_front().expect("not empty");
                    if let Some(response) = dispatch(&mut service, req, &mut in_flight).await
                        && !send(&response)
                    {
                        return Ended::OutputClosed;
                    }
                }
                Poll::Ready(Err(_)) => return Ended::Exit,
                Poll::Pending => break,
            }
        }
        tokio::select! {
            // The server's own messages first: what was published before an answer leaves
            // before it.
            biased;
            Some(msg) = server_messages.next() => {
                if !send(&msg) {
                    return Ended::OutputClosed;
                }
            }
            Some(done) = in_flight.next(), if !in_flight.is_empty() => {
                if let Some(response) = done
                    && !send(&response)
                {
                    return Ended::OutputClosed;
                }
            }
            frame = frames.next(), if waiting.is_empty() => {
                let body = match frame {
                    None => return Ended::InputClosed,
                    Some(Frame::Bad(reason)) => {
                        tracing::error!("a broken message from the client: {reason}");
                        if !send(&error(Id::Null, ErrorCode::ParseError, reason)) {
                            return Ended::OutputClosed;
                        }
                        continue;
                    }
                    Some(Frame::Body(body)) => body,
                };
                match classify(&body) {
                    Incoming::Invalid(answer) => {
                        if let Some(answer) = answer
                            && !send(&answer)
                        {
                            return Ended::OutputClosed;
                        }
                    }
                    Incoming::Response(response) => {
                        if client_responses.send(response).await.is_err() {
                            tracing::warn!("a response from the client after exit");
                        }
                    }
                    Incoming::Request(req) => {
                        let exit = req.method() == "exit";
                        if let Some(id) = req.id().filter(|_| req.method().starts_with("$/")) {
                            let reason = format!("no request {} (requests starting with $/ are optional)", req.method());
                            if !send(&error(id.clone(), ErrorCode::MethodNotFound, reason)) {
                                return Ended::OutputClosed;
                            }
                            continue;
                        }
                        if let Some(id) = req.id().filter(|_| in_flight.len() >= MAX_IN_FLIGHT) {
                            let reason = format!("{MAX_IN_FLIGHT} requests in flight: refused");
                            if !send(&error(id.clone(), ErrorCode::ServerError(-32803), reason)) {
                                return Ended::OutputClosed;
                            }
                            continue;
                        }
                        if exit {
                            // Handled by the router (which marks the server as exited), then done.
                            let _ = dispatch(&mut service, req, &mut in_flight).await;
                            return Ended::Exit;
                        }
                        waiting.push_back(req);
                    }
                }
            }
        }
    }
}

/// Calls the handler of `req` and polls it once at once (so its synchronous start runs now,
/// in arrival order): its answer when it is done already, else it goes in flight.
async fn dispatch<S>(service: &mut S, req: Request, in_flight: &mut FuturesUnordered<Handler>) -> Option<Response>
where
    S: Service<Request, Response = Option<Response>, Error = ExitedError>,
    S::Future: Send + 'static,
{
    let id = req.id().cloned();
    let method = req.method().to_owned();
    let call = service.call(req);
    let mut handler: Handler = Box::pin(async move {
        match std::panic::AssertUnwindSafe(call).catch_unwind().await {
            Ok(Ok(response)) => response,
            Ok(Err(_exited)) => None,
            Err(panic) => {
                let msg = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                tracing::error!("the handler of {method} panicked: {msg}");
                id.map(|id| error(id, ErrorCode::InternalError, format!("the handler of {method} failed: {msg}")))
            }
        }
    });
    match futures::poll!(&mut handler) {
        Poll::Ready(response) => response,
        Poll::Pending => {
            in_flight.push(handler);
            None
        }
    }
}

fn error(id: Id, code: ErrorCode, message: String) -> Response {
    let message = format!("{}: {message}", code.description());
    Response::from_error(id, Error { code, message: Cow::Owned(message), data: None })
}

/// What a body is: a request or notification, a response, or something to answer with an
/// error (with the message's id when it has a readable one, `null` otherwise).
pub(crate) fn classify(body: &[u8]) -> Incoming {
    let parse_error = |reason: String| Incoming::Invalid(Some(error(Id::Null, ErrorCode::ParseError, reason)));
    let Ok(text) = std::str::from_utf8(body) else {
        tracing::error!("a message from the client is not UTF-8");
        return parse_error("the message is not valid UTF-8".into());
    };
    // Lone surrogate escapes, nesting past serde_json's limit and the like fail here.
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            tracing::error!("a message from the client is not JSON: {e}");
            return parse_error(format!("the message is not JSON: {e}"));
        }
    };
    let id = value.get("id").and_then(|i| serde_json::from_value::<Id>(i.clone()).ok());
    let invalid = |id: Option<Id>, reason: String| {
        tracing::error!("an invalid message from the client: {reason}");
        Incoming::Invalid(Some(error(id.unwrap_or(Id::Null), ErrorCode::InvalidRequest, reason)))
    };
    if !value.is_object() {
        return invalid(None, "a message is a JSON object (batches are not part of LSP)".into());
    }
    if value.get("method").is_some() {
        return match serde_json::from_value::<Request>(value) {
            Ok(req) => Incoming::Request(req),
            Err(e) => invalid(id, format!("not a JSON-RPC 2.0 request or notification: {e}")),
        };
    }
    if value.get("result").is_some() || value.get("error").is_some() {
        return match serde_json::from_value::<Response>(value) {
            Ok(res) => Incoming::Response(res),
            Err(e) => {
                // No answer to an answer.
                tracing::error!("an invalid response from the client: {e}");
                Incoming::Invalid(None)
            }
        };
    }
    invalid(id, "neither a request, a notification nor a response".into())
}

/// Messages of either kind, framed for the output.
mod erased {
    pub trait Message {
        fn frame(&self) -> Vec<u8>;
    }

    impl Message for tower_lsp_server::jsonrpc::Request {
        fn frame(&self) -> Vec<u8> {
            super::frame(self)
        }
    }

    impl Message for tower_lsp_server::jsonrpc::Response {
        fn frame(&self) -> Vec<u8> {
            super::frame(self)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(body: &[u8]) -> Option<Value> {
        match classify(body) {
            Incoming::Invalid(a) => a.map(|a| serde_json::to_value(a).unwrap()),
            _ => None,
        }
    }

    #[test]
    fn bodies_that_are_not_messages_get_the_right_error() {
        let code = |body: &[u8]| answer(body).map(|a| (a["error"]["code"].clone(), a["id"].clone()));
        let n = |c: i64| Value::from(c);
        assert_eq!(code(b"not json"), Some((n(-32700), Value::Null)));
        assert_eq!(code(b"\xff\xfe{}"), Some((n(-32700), Value::Null)));
        assert_eq!(
            code(br#"{"jsonrpc":"2.0","id":1,"method":"x","params":{"s":"\ud800"}}"#),
            Some((n(-32700), Value::Null))
        );
        assert_eq!(code(&[b'['; 200]), Some((n(-32700), Value::Null)), "nesting past the limit");
        assert_eq!(code(b"[]"), Some((n(-32600), Value::Null)));
        assert_eq!(code(br#"{"jsonrpc":"1.0","id":7,"method":"x"}"#), Some((n(-32600), n(7))));
        assert_eq!(code(br#"{"jsonrpc":"2.0","id":{"a":1},"method":"x"}"#), Some((n(-32600), Value::Null)));
        assert_eq!(code(br#"{"jsonrpc":"2.0","id":3}"#), Some((n(-32600), n(3))));
        assert!(matches!(classify(br#"{"jsonrpc":"2.0","id":3,"method":"x"}"#), Incoming::Request(_)));
        assert!(matches!(classify(br#"{"jsonrpc":"2.0","id":3,"result":null}"#), Incoming::Response(_)));
    }
}
