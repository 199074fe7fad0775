//! Windows: the program's icon (`assets/icons/en-garde.ico`) and version information
//! (from Cargo.toml: the version, the description; the product's name and copyright
//! below) embedded in `en-garde.exe` as resources (winresource), so that Explorer, the
//! taskbar, the installers' shortcuts and the file's properties show them. On other
//! systems this does nothing: Linux takes the icon from the .deb's desktop entry, macOS
//! from the bundle's `.icns` (`Packager.toml`).

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/icons/en-garde.ico");
    #[cfg(windows)]
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        let mut resource = winresource::WindowsResource::new();
        resource
            .set_icon("assets/icons/en-garde.ico")
            .set("ProductName", "En Garde")
            .set("FileDescription", "En Garde")
            .set("CompanyName", "En Garde maintainers")
            .set("LegalCopyright", "The En Garde authors; MIT OR Apache-2.0");
        if let Err(e) = resource.compile() {
            // A build script reports failure by panicking: the build stops with this.
            panic!("cannot embed the icon and version information: {e}");
        }
    }
}
