fn handle_get(req: &Request) -> Response {
    Response::ok(req.path())
}

fn handle_post(req: &Request, body: Vec<u8>, limit: usize) -> Response {
    if body.len() > limit {
        return Response::too_large();
    }
    Response::created()
}

fn helper(req: &Request) -> Response {
    Response::ok("")
}

fn handle_ping(n: u8) -> u8 {
    n
}
