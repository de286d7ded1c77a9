fn build(out: &mut String, name: &str, sep: char) {
    out.push_str("hello");
    out.push_str(r"raw\n");
    out.push_str(name);
    out.push_str(&sep.to_string());
    out.push_str(b"bytes");
}
