struct Span {
    name: &'static str,
}

impl Drop for Span {
    fn drop(&mut self) {
        end_span(self.name);
    }
}

struct Counter(u32);

fn handle(req: Request) {
    let _guard = Span::new("handle");
    let _ = Counter::new(1);
    let _ = Span::enter("inner");
    respond(req);
}
