// libhyphen (Debian's libhyphen-dev): TeX hyphenation patterns as converted for
// LibreOffice (hyph_*.dic). It ships no pkg-config file, hence the plain `link`.
#include <hyphen.h>
