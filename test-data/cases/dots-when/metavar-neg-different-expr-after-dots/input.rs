impl Server {
    fn handle(&self, req: &Request) -> Response {
        begin_span(self.spans[req.id]);
        let resp = self.route(req);
        end_span(self.spans[req.parent]);
        resp
    }
}
