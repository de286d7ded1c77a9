fn build(out: &mut String, name: &str, sep: char) {
    out += "hello";
    out += r"raw\n";
    out.push_str(name);
    out.push_str(&sep.to_string());
    out += b"bytes";
}
