fn finish(w: &mut Writer, other: &mut Writer) -> io::Result<()> {
    let r = w.flush();
    w.flush()?;
    other.flush().unwrap();
    consume(w.flush());
    let g = || w.flush();
    other.flush_all();
    w.flush()
}
