fn handle_get(ctx: &mut Context, req: &Request) -> Response {
    Response::ok(req.path())
}

fn handle_post(ctx: &mut Context, req: &Request, body: Vec<u8>, limit: usize) -> Response {
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
