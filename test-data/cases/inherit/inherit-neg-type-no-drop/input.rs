struct Span {
    name: &'static str,
}

impl Clone for Span {
    fn clone(&self) -> Self {
        Span { name: self.name }
    }
}

fn handle(req: Request) {
    let _ = Span::new("handle");
    respond(req);
}
