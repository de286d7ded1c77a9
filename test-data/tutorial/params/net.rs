use std::net::TcpStream;

/// Opens a connection to the server.
pub fn connect(host: &str, port: u16) -> std::io::Result<TcpStream> {
    TcpStream::connect((host, port))
}

pub fn ping(host: &str) -> bool {
    connect(host, 7).is_ok()
}
