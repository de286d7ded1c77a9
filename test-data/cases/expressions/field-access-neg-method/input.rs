impl Reader {
    fn total(&self, header: &Header) -> usize {
        let a = self.current.header().size;
        let b = self.current.header.size();
        let c = header.size;
        let d = self.current.hdr.size;
        let e = self.current.header.size_hint;
        let f = self.current.header.0.size;
        a + b + c + d + e + f
    }
}
