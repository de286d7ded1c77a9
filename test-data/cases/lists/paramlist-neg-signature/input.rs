fn handle_get(req: &Request) -> Result<Response, Error> {
    Ok(Response::ok(req.path()))
}

fn handler_post(req: &Request) -> Response {
    Response::created()
}

fn rehandle_put(req: &Request) -> Response {
    Response::created()
}

fn handle_ping(n: u8) {
    drop(n);
}
